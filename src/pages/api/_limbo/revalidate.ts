import { handleInspectorRevalidate } from '#src/server/revalidate/api.ts';

export const POST = handleInspectorRevalidate;
