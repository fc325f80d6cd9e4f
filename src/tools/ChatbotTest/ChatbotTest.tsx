import * as styles from './ChatbotTest.css.ts';

/** The element the chatbot vendor's widget is told to mount into. */
const CHATBOT_MOUNT_ID = 'kommune-chatbot';

const checks = [
  'Chatbotten åbner med tastaturet alene, og fokus flytter ind i vinduet og tilbage igen, når det lukkes.',
  'Knappen, der åbner chatbotten, har et forståeligt navn for skærmlæsere, fx "Chat med kommunen".',
  'Svarene bliver læst op af en skærmlæser, uden at fokus hopper.',
  'Vinduet kan lukkes med Escape, og det dækker ikke sidens skip-link eller cookiebanner.',
  'Chatbotten virker i 400 % zoom og på en 320 px bred skærm uden vandret scroll.',
  'Farverne følger sitets tema og har mindst 4,5:1 i kontrast.',
  'Der sættes ingen cookies, og der hentes intet fra tredjepart, før borgeren har givet samtykke.',
  'Siden virker stadig, hvis chatbottens script ikke kan hentes.',
];

/** The chatbot test page: what it is for, where the widget mounts, what to check. */
export function ChatbotTest() {
  return (
    <>
      <p className={styles.intro}>
        Her kan kommunens chatbot afprøves, før den kommer på de rigtige sider. Siden er kun for
        webredaktører og udviklere, og den bliver ikke indekseret af søgemaskiner.
      </p>
      <p className={styles.notice}>
        Dette er en testside. Chatbottens script indlæses ikke automatisk: der hentes intet fra
        leverandøren, før det er besluttet, hvordan samtykke og tilgængelighed håndteres.
      </p>
      <section aria-labelledby="chatbot-mount-title">
        <h2 id="chatbot-mount-title">Chatbottens plads</h2>
        <div id={CHATBOT_MOUNT_ID} className={styles.mount} data-chatbot-mount="">
          <p className={styles.mountText}>
            Her monteres chatbotten. Når leverandørens widget er sat op, erstatter den denne tekst.
          </p>
        </div>
      </section>
      <section aria-labelledby="chatbot-checklist-title">
        <h2 id="chatbot-checklist-title">Tjekliste før lancering</h2>
        <ol className={styles.checklist}>
          {checks.map((check) => (
            <li key={check} className={styles.checkItem}>
              {check}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
