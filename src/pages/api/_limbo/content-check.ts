import { handleContentCheckStart } from '#src/server/content-check/tool-api.ts';

export const POST = handleContentCheckStart;
