import { handleLoginPost } from '#src/server/auth-api.ts';

export const POST = handleLoginPost;
