import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isLanguage, isValidEmail, STAFF_ROLES, type StaffRoleName } from '@shop/contract';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { AuditService } from '../audit/index.ts';
import { StaffService } from './service.ts';

const USAGE =
  'usage: npm run staff:create -- --email <email> --role <Inspector|SalesPerson|Admin> [--name <name>] [--language <el|en>] [--password <password>]';

function isRole(value: string | undefined): value is StaffRoleName {
  return (STAFF_ROLES as readonly string[]).includes(value ?? '');
}

/** Creates a staff user in the configured database (the same one `npm start` uses). */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  const language = values.language ?? 'el';
  if (!email || !isValidEmail(email) || !isRole(values.role) || !isLanguage(language)) {
    console.error(USAGE);
    return 2;
  }
  if (values.password !== undefined && values.password.length < 12) {
    console.error('The password must have at least 12 characters.');
    return 2;
  }
  // Without --password, a random one is printed once; it is stored only as an argon2id hash.
  const password = values.password ?? randomBytes(18).toString('base64url');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, poolSize: 1 } : { pgliteDir: config.pgliteDir },
  );
  try {
    await database.migrate();
    const staff = new StaffService(database.db, config.secret, new AuditService(database.db));
    const id = await staff.create(email, values.role, password, { name: values.name, language });
    console.log(`Created staff user ${id}: ${email} (${values.role}).`);
    if (values.password === undefined) console.log(`Password: ${password}`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError && error.messageKey === 'account_exists') {
      console.error(`A staff user with the email ${email} already exists.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
