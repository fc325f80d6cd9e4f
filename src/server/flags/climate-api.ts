import { z } from 'zod';
import { CLIMATE_COOKIE, CLIMATE_COOKIE_MAX_AGE, CLIMATE_THEME } from '#src/shared/climate.ts';
import { getEnv } from '../env.ts';
import { formOrRefusal, requestLanguage, wantsJson } from '../forms/forms.ts';
import { isHttps } from '../http/proxy.ts';
import { log } from '../log.ts';
import { safeReturnPath } from '../routing.ts';
import { jsonResponse as json } from '../http/json-response.ts';

/** `climate=on|off` and the page to go back to; nothing else is read. */
const climateForm = z.object({
  climate: z.enum(['on', 'off']),
  returnTo: z.string().max(2048).optional(),
});

/** The Set-Cookie that remembers (or forgets) the energy-saver choice. */
export function climateCookie(on: boolean, secure: boolean): string {
  const attributes = ['Path=/', 'SameSite=Lax', 'HttpOnly', ...(secure ? ['Secure'] : [])];
  return on
    ? [
        `${CLIMATE_COOKIE}=${CLIMATE_THEME}`,
        `Max-Age=${CLIMATE_COOKIE_MAX_AGE}`,
        ...attributes,
      ].join('; ')
    : [`${CLIMATE_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ');
}

/**
 * POST /api/theme (CLIMATE_BUTTON, decision 020): switches the energy-saver theme on or off for
 * this browser. A plain form post gets a 303 back to the page (which the server then renders in
 * the chosen theme); the button's JavaScript asks for JSON and repaints at once. 404 while the
 * flag is off; cross-site, oversized and malformed posts are refused like every form post.
 */
export async function handleClimatePost(req: Request): Promise<Response> {
  if (!getEnv().publicConfig.flags.CLIMATE_BUTTON) return json({ status: 'disabled' }, 404);
  const form = await formOrRefusal(req, { language: requestLanguage() }, { maxBytes: 1024 });
  if (form instanceof Response) return form;
  const parsed = climateForm.safeParse({
    climate: form.get('climate') ?? undefined,
    returnTo: form.get('returnTo') ?? undefined,
  });
  if (!parsed.success) {
    log.info('climate form: invalid value');
    return json({ status: 'invalid' }, 400);
  }
  const on = parsed.data.climate === 'on';
  const cookie = climateCookie(on, isHttps(req));
  log.info({ climate: on }, 'climate theme chosen');
  if (wantsJson(req)) {
    return json({ status: 'ok', climate: on, theme: on ? CLIMATE_THEME : null }, 200, {
      'set-cookie': cookie,
    });
  }
  return new Response(null, {
    status: 303,
    headers: {
      location: safeReturnPath(parsed.data.returnTo, '/'),
      'set-cookie': cookie,
      'cache-control': 'no-store',
    },
  });
}
