/**
 * Whether a list's dates are application deadlines: the list asks its endpoint for its items by
 * deadline (`sort=deadline`, Limbo.Nuxt.Search's job list). Its cards then label the date as the
 * deadline and say when it has passed, and its page is kept no longer than its next deadline.
 */
export const isDeadlineList = (params: readonly (readonly [string, string])[] | undefined | null) =>
  params?.some(([name, value]) => name === 'sort' && value === 'deadline') ?? false;
