/** Fails with the install command when the browser the end-to-end tests drive is missing. */
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `Chromium was not found at ${path}; the end-to-end tests need it.\n` +
      "Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at an existing Chromium binary.',
  );
  process.exit(1);
}
