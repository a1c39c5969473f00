/**
 * `npm run stack`: only the local Supabase stack, configured from the
 * environment (see optionsFromEnv), with this project's demo accounts.
 */
import { describeStack, optionsFromEnv, startStack, stopOnSignals } from '@wheelhouse/local-supabase';
import { demoAccountsText } from './db/seed.ts';

const options = optionsFromEnv();
const started = Date.now();
const stack = await startStack(options);
console.log(describeStack(stack, options, started));
console.log(demoAccountsText());
stopOnSignals(stack);
