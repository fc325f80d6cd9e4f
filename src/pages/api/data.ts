import { handleDataRequest } from '#src/server/cms/data-api.ts';

export const GET = handleDataRequest;
