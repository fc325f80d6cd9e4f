import {
  handleSessionDelete,
  handleSessionGet,
  handleSessionPost,
} from '#src/server/auth/auth-api.ts';

export const GET = handleSessionGet;
export const DELETE = handleSessionDelete;
export const POST = handleSessionPost;
