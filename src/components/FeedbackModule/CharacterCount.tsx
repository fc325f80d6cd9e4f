'use client';
import { useEffect, useState } from 'react';
import { useHydrated } from '#src/components/use-hydrated.ts';
import { visuallyHidden } from '#src/styles/utilities.css.ts';
import * as styles from './FeedbackModule.css.ts';

/** The counter's words; `{chars}` stands for the number (singular for exactly 1). */
export type CountLabels = { left: string; leftOne: string; over: string; overOne: string };

/** Quiet while the visitor types: the live region speaks once they pause. */
const SAY_AFTER_MS = 1000;

/** "You have 12 characters remaining" or "You have 3 characters too many". */
export function countText(labels: CountLabels, length: number, max: number): string {
  const over = length > max;
  const count = Math.abs(max - length);
  const template = over
    ? count === 1
      ? labels.overOne
      : labels.over
    : count === 1
      ? labels.leftOne
      : labels.left;
  return template.replace('{chars}', String(count));
}

/**
 * A text field's character count, in the GOV.UK pattern: once JavaScript runs, what is left (or
 * how many too many) is shown under the field as the visitor types, and said in a polite live
 * region when they pause. The field itself has no `maxlength`, so pasted text is never cut off
 * unseen: past the limit the count says by how much, and the server refuses it with a message.
 * Without JavaScript the field's hint states the limit.
 */
export function CharacterCount({
  fieldId,
  max,
  labels,
  initialLength,
}: {
  fieldId: string;
  max: number;
  labels: CountLabels;
  /** The length of the text the field starts with (kept after a plain post). */
  initialLength: number;
}) {
  const hydrated = useHydrated();
  const [length, setLength] = useState(initialLength);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const field = document.getElementById(fieldId) as HTMLTextAreaElement | null;
    if (!field) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      setLength(field.value.length);
      clearTimeout(timer);
      timer = setTimeout(() => setSaid(countText(labels, field.value.length, max)), SAY_AFTER_MS);
    };
    field.addEventListener('input', update);
    return () => {
      field.removeEventListener('input', update);
      clearTimeout(timer);
    };
  }, [fieldId, max, labels]);
  if (!hydrated) return null;
  const over = length > max;
  return (
    <>
      <p
        className={over ? `${styles.count} ${styles.countOver}` : styles.count}
        data-character-count=""
        aria-hidden="true"
      >
        {countText(labels, length, max)}
      </p>
      {/* A live region without the status role: the form's status is its one status. */}
      <div aria-live="polite" className={visuallyHidden} data-character-count-said="">
        {said}
      </div>
    </>
  );
}
