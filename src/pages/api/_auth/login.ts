import { handleLoginPost } from '#src/server/tools/auth-api.ts';

export const POST = handleLoginPost;
