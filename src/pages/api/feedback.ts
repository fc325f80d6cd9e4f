import { handleFeedbackPost } from '#src/server/forms/module-api.ts';

export const POST = handleFeedbackPost;
