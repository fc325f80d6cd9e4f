import { Button } from '#src/components/Button/Button.tsx';
import * as styles from './EventFilters.css.ts';

export type EventFiltersProps = {
  genres: string[];
  areas: string[];
  genre: string | null;
  area: string | null;
};

/** Genre and area as a GET form: filtering reloads the list from page 1, with or without JavaScript. */
export function EventFilters({ genres, areas, genre, area }: EventFiltersProps) {
  return (
    <form method="get" className={styles.form} role="search" aria-label="Filtrer arrangementer">
      <div className={styles.field}>
        <label className={styles.label} htmlFor="filter-genre">
          Genre
        </label>
        <select id="filter-genre" name="genre" className={styles.select} defaultValue={genre ?? ''}>
          <option value="">Alle genrer</option>
          {genres.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="filter-area">
          Område
        </label>
        <select id="filter-area" name="area" className={styles.select} defaultValue={area ?? ''}>
          <option value="">Alle områder</option>
          {areas.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <Button type="submit">Vis arrangementer</Button>
        {(genre || area) && (
          <Button href="./" color="canvas">
            Nulstil filtre
          </Button>
        )}
      </div>
    </form>
  );
}
