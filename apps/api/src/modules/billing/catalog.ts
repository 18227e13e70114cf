import { TOKEN_PACKAGES } from '@kiddo/contracts';

export { packageViews, planView } from '@kiddo/contracts';

export function findPackage(id: string) {
  return TOKEN_PACKAGES.find((pkg) => pkg.id === id);
}
