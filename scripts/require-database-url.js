// Guards `npm run test:api:mysql`: without DATABASE_URL the suite would quietly run on SQLite.
if (!/^(mysql|mariadb):\/\//.test(process.env.DATABASE_URL ?? '')) {
  console.error('Set DATABASE_URL to a MySQL/MariaDB server, e.g. DATABASE_URL=mariadb://root@127.0.0.1:3306/test');
  console.error('Each suite creates (and afterwards drops) its own database on that server.');
  process.exit(1);
}
