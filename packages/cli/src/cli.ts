import { main } from './main.js';

void Promise.resolve(
  main(
    process.argv.slice(2),
    (text) => process.stdout.write(`${text}\n`),
    (text) => process.stderr.write(`${text}\n`),
  ),
).then((code) => {
  process.exitCode = code;
});
