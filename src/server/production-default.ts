/**
 * React, react-dom/server and other libraries pick their production or development build from
 * NODE_ENV when first loaded. Our documented default is production, so it must hold before any of
 * them loads: main.ts imports this module first. Without it `npm start` rendered with React's
 * development build, several times slower.
 */
process.env.NODE_ENV ??= 'production';
