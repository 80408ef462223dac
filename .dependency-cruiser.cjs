/**
 * The boundaries `npm run lint` holds (dependency-cruiser): the admin and the public site never import each
 * other, `src/shared` imports nothing above it, server features meet only through each one's `index.ts`,
 * the server's core imports no feature, and the admin's shell reaches its screens only through the route table.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'admin-not-web',
      comment: 'The admin and the public site are two applications: they share only src/shared and src/ui.',
      severity: 'error',
      from: { path: '^src/admin/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-not-admin',
      comment: 'The admin and the public site are two applications: they share only src/shared and src/ui.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/admin/' },
    },
    {
      name: 'shared-imports-nothing-above',
      comment: 'src/shared is read by the server and both browser applications, so it imports none of them.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(admin|web|server|ui)/' },
    },
    {
      name: 'feature-through-entry',
      comment: "A server feature uses another only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/[^/]+/', pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'core-imports-no-feature',
      comment: 'src/server/core is what several features share: it imports none of them.',
      severity: 'error',
      from: { path: '^src/server/core/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'admin-shell-imports-no-screen',
      comment: "The admin's shell reaches a screen only through its route table (app/routes.tsx, one lazy import per page).",
      severity: 'error',
      from: { path: '^src/admin/app/', pathNot: '^src/admin/app/routes\\.tsx$' },
      to: { path: '^src/admin/[^/]+/[^/]+-page\\.tsx$' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with; swc reads the same imports, type-only ones included.
    parser: 'swc',
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
