import { index, route, type RouteConfig } from '@react-router/dev/routes';

// The route table of spec section 2. /api/* never reaches React Router: Fastify answers it.
export default [
  index('routes/home.tsx'),
  route('category/:category', 'routes/category.tsx'),
  route('search', 'routes/search.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('signin', 'routes/signin.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('reset-password/:token', 'routes/reset-password.tsx'),
  route('profile', 'routes/profile.tsx'),
  route('orders/:id/receipt', 'routes/receipt.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('build-pc', 'routes/build-pc.tsx'),
  route('build', 'routes/build-redirect.tsx'),
  route('favorites', 'routes/favorites.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('about', 'routes/about.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('verify-email/:token', 'routes/verify-email.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.tsx'),
  route('robots.txt', 'routes/robots-txt.tsx'),
  route('status', 'routes/status.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
