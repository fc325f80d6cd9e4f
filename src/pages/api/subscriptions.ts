import { handleSubscriptionPost } from '#src/server/module-api.ts';

export const POST = handleSubscriptionPost;
