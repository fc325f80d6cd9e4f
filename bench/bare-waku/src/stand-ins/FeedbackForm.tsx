'use client';

/**
 * Stands in for the site's FeedbackForm with the same props: the form it renders on the server
 * before anything was sent, without its behaviour.
 */
export function FeedbackForm({
  siteKey,
  pageKey,
  returnTo,
  question,
  labels,
}: {
  siteKey: string;
  pageKey: string;
  returnTo: string;
  question: string;
  initial: { status: string; errors: unknown[] };
  values?: { comment?: string };
  labels: { yes: string; no: string; commentLabel: string; commentHint: string };
}) {
  const ids = {
    comment: `feedback-comment-${pageKey}`,
    hint: `feedback-hint-${pageKey}`,
    yes: `feedback-yes-${pageKey}`,
  };
  return (
    <form method="post" action="/api/feedback" noValidate>
      <input type="hidden" name="siteKey" value={siteKey} />
      <input type="hidden" name="pageKey" value={pageKey} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <fieldset className="fb-fields">
        <legend className="fb-legend">{question}</legend>
        <div>
          <label className="fb-label" htmlFor={ids.comment}>
            {labels.commentLabel}
          </label>
          <span className="fb-hint" id={ids.hint}>
            {labels.commentHint}
          </span>
          <textarea
            className="fb-text"
            id={ids.comment}
            name="comment"
            maxLength={1000}
            aria-describedby={ids.hint}
          />
        </div>
        <div>
          <div className="fb-row">
            <button
              value="yes"
              id={ids.yes}
              type="submit"
              className="btn btn-p btn-md btn-a btn-b"
              name="rating"
            >
              <span>{labels.yes}</span>
            </button>
            <button value="no" type="submit" className="btn btn-c btn-md btn-a btn-b" name="rating">
              <span>{labels.no}</span>
            </button>
          </div>
        </div>
        <p id="feedback-status" className="fb-status" role="status" tabIndex={-1} />
      </fieldset>
    </form>
  );
}
