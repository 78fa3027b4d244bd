// Security headers of the served apps, and the Content-Security-Policy that
// allows only the origins the runtime config names.

/** Headers every response carries. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Remotes' scripts and chunks are loaded by the shell's page on another origin.
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/** "https://{s}.tile.example.org/{z}/{x}/{y}.png" -> "https://*.tile.example.org"; null when not a URL. */
export function originOf(url) {
  if (typeof url !== 'string') return null;
  const match = /^(https?|wss?):\/\/([^/?#]+)/i.exec(url.trim().replace(/\{s\}\./, '*.'));
  return match ? `${match[1].toLowerCase()}://${match[2].toLowerCase()}` : null;
}

/** The socket origin beside an http(s) origin: socket.io upgrades to WebSocket. */
function socketOrigin(origin) {
  return origin?.replace(/^http/, 'ws') ?? null;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * @param {object} config the shell's runtime config (config.json)
 * style-src names the remotes (each links its own stylesheets) and needs 'unsafe-inline':
 * Leaflet positions map panes with inline style attributes. Scripts never do.
 */
export function contentSecurityPolicy(config) {
  const remotes = unique(Object.values(config?.remotes ?? {}).map(originOf));
  const api = originOf(config?.apiBaseUrl);
  const chat = originOf(config?.chatServerUrl);
  const supabase = originOf(config?.supabase?.url);
  const tiles = originOf(config?.tiles?.url);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, tiles],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, api, chat, socketOrigin(chat), supabase, socketOrigin(supabase)],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}
