import { handleFeedbackPost } from '#src/server/module-api.ts';

export const POST = handleFeedbackPost;
