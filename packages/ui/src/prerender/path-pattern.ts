/**
 * A react-router path ('/before_room/:site_domain?') as a regular expression's source, each
 * parameter a named group (the server reads `site_domain` from it).
 */
export function pathPattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) {
        const group = `/(?<${segment.slice(1).replace(/\?$/, '')}>[^/]+)`;
        return segment.endsWith('?') ? `(?:${group})?` : group;
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return `^${segments.join('') || '/'}/?$`;
}
