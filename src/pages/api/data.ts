import { handleDataRequest } from '#src/server/data-api.ts';

export const GET = handleDataRequest;
