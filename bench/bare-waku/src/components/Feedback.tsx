'use client';
import { useState } from 'react';

/** A yes/no question posted as a form; with JavaScript it answers in place. */
export function Feedback({ question }: { question: string }) {
  const [answer, setAnswer] = useState<'yes' | 'no' | null>(null);
  if (answer) return <p role="status">Tak for dit svar.</p>;
  return (
    <form method="post" action="/api/feedback" aria-label="Feedback">
      <p>{question}</p>
      <button
        type="submit"
        name="answer"
        value="yes"
        onClick={(e) => (e.preventDefault(), setAnswer('yes'))}
      >
        Ja
      </button>
      <button
        type="submit"
        name="answer"
        value="no"
        onClick={(e) => (e.preventDefault(), setAnswer('no'))}
      >
        Nej
      </button>
    </form>
  );
}
