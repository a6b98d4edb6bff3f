import { setPasswordCostForTests } from '#server/modules/auth/password';

// The server suites create hundreds of accounts (the fuzz alone signs up hundreds): at the real cost
// (N=2^17, ~0.3–1.5 s a hash here) that is minutes. They hash at a low cost; password.test.ts and the
// browser journeys use the real one. setPasswordCostForTests refuses to run outside NODE_ENV=test.
setPasswordCostForTests({ N: 2 ** 10, r: 8, p: 1 });
