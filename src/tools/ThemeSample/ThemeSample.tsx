import { catalog } from '#src/components/catalog.tsx';
import { Button } from '#src/components/Button/Button.tsx';
import type { ButtonVariants } from '#src/components/Button/Button.css.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import * as styles from './ThemeSample.css.ts';

const buttonColors: { color: NonNullable<ButtonVariants['color']>; label: string }[] = [
  { color: 'primary', label: 'Primær' },
  { color: 'primaryVariant', label: 'Primær variant' },
  { color: 'secondary', label: 'Sekundær' },
  { color: 'canvas', label: 'Baggrund' },
  { color: 'surface', label: 'Flade' },
  { color: 'surfaceVariant', label: 'Flade variant' },
  { color: 'danger', label: 'Fare' },
];

/** The first named example of a catalog entry, rendered. */
function firstExample(name: string) {
  const entry = catalog.find((e) => e.name === name);
  const props = entry && Object.values(entry.examples)[0];
  return entry && props ? entry.render(props) : null;
}

/** Typical page content to judge a theme by: headings, text, links, every button colour, blocks. */
export function ThemeSample() {
  return (
    <section className={styles.sample} aria-labelledby="theme-sample">
      <h2 id="theme-sample">Sådan ser indholdet ud</h2>
      <p>
        Brødtekst står på sidens baggrund. Her er et <a href="/borger/">link til en borgerside</a>{' '}
        og et <a href="https://www.borger.dk/">link til borger.dk</a>.
      </p>
      <p className={styles.muted}>
        Dæmpet tekst bruges til datoer og noter: opdateret 2. oktober 2026.
      </p>
      <h3>Overskrift på niveau 3</h3>
      <p>Kommunen har åbent for personlig betjening mandag til fredag kl. 10–15.</p>
      <h4>Overskrift på niveau 4</h4>
      <div className={styles.surface}>
        <p>
          Tekst og <a href="/kontakt/">links</a> på en flade, som i kort og bokse.
        </p>
      </div>
      <h3>Knapper i alle farver</h3>
      <ul className={styles.buttons}>
        {buttonColors.map(({ color, label }) => (
          <li key={color}>
            <Button color={color} iconElement={<Icon name="arrow-right" />} icon="end">
              {label}
            </Button>
          </li>
        ))}
        <li>
          <Button disabled>Deaktiveret</Button>
        </li>
      </ul>
      {firstExample('BlockFactBox')}
      {firstExample('BlockCtaBox')}
    </section>
  );
}
