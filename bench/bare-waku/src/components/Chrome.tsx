import type { Link, PageData } from './page-data';

const ext = (link: Link) =>
  link.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};

export function Header({ site }: { site: PageData['site'] }) {
  return (
    <header>
      <a href="#main">Gå til indhold</a>
      <a href="/">
        {site.logo ? (
          <img
            src={site.logo.url}
            alt={site.logo.altText ?? site.name}
            width={site.logo.width}
            height={site.logo.height}
          />
        ) : (
          site.name
        )}
      </a>
      <nav aria-label="Genveje">
        <ul>
          {site.navigation.secondary.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ul aria-label="Sprog">
        {site.cultures.map((c) => (
          <li key={c.url}>
            <a href={c.url} hrefLang={c.culture} aria-current={c.current ? 'true' : undefined}>
              {c.name}
            </a>
          </li>
        ))}
      </ul>
      <form role="search" action="/soeg/">
        <label htmlFor="q">Søg</label>
        <input id="q" name="q" type="search" />
        <button type="submit">Søg</button>
      </form>
      <nav aria-label="Hovedmenu">
        <ul>
          {site.navigation.main.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <details>
        <summary>Menu</summary>
        <nav aria-label="Alle sider">
          <ul>
            {site.navigation.burger.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.name}</a>
                {item.children?.length ? (
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.url}>
                        <a href={child.url}>{child.name}</a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </header>
  );
}

function LinkList({ links }: { links: Link[] }) {
  return (
    <ul>
      {links.map((link, i) => (
        <li key={`${link.url}-${i}`}>
          <a href={link.url} {...ext(link)}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer({ site }: { site: PageData['site'] }) {
  const { tagLine, contact, findUs, shortcuts, links } = site.footer;
  return (
    <footer>
      {tagLine ? <p>{tagLine}</p> : null}
      {contact ? (
        <section>
          <h2>{contact.title}</h2>
          <p>
            <a href={`tel:${contact.phone?.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            <br />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          {contact.link ? <a href={contact.link.url}>{contact.link.name}</a> : null}
        </section>
      ) : null}
      {findUs ? (
        <section>
          <h2>{findUs.title}</h2>
          <address>
            {findUs.name}
            <br />
            {findUs.street}
            <br />
            {findUs.postalCode} {findUs.city}
          </address>
          <p>{findUs.openingHours}</p>
        </section>
      ) : null}
      {shortcuts?.length ? (
        <section>
          <h2>Genveje</h2>
          <LinkList links={shortcuts} />
        </section>
      ) : null}
      {links?.length ? (
        <section>
          <h2>Links</h2>
          <LinkList links={links} />
        </section>
      ) : null}
      {site.socialMedia?.length ? <LinkList links={site.socialMedia} /> : null}
    </footer>
  );
}
