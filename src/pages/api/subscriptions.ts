import { handleSubscriptionPost } from '#src/server/forms/module-api.ts';

export const POST = handleSubscriptionPost;
