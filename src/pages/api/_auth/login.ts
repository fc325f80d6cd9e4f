import { handleLoginPost } from '#src/server/auth/auth-api.ts';

export const POST = handleLoginPost;
