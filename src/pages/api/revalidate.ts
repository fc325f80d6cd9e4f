import { handleRevalidatePost } from '#src/server/revalidate/api.ts';

export const POST = handleRevalidatePost;
