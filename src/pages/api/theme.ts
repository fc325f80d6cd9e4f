import { handleClimatePost } from '#src/server/flags/climate-api.ts';

export const POST = handleClimatePost;
