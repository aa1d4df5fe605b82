/** Customer-service info and the marketing feedback form (contract §2, D5). */
import { contactKfInfo, feedbackSave } from '../../shared/api/contract/service';
import { ok, route } from '../http';
import { BRAND } from '../brand';
import type { ServerModule } from '../module';

export const serviceModule: ServerModule = {
  name: 'service',
  migrations: [
    `CREATE TABLE feedback (
       id INTEGER PRIMARY KEY,
       name TEXT NOT NULL,
       telephone TEXT NOT NULL,
       suggestion TEXT NOT NULL,
       created_at TEXT NOT NULL
     );
     CREATE TABLE service_contacts (
       id INTEGER PRIMARY KEY CHECK (id = 1),
       email TEXT NOT NULL,
       phone TEXT NOT NULL
     );`,
  ],
  seed({ db }) {
    db.prepare('INSERT INTO service_contacts (id, email, phone) VALUES (1, ?, ?)').run(
      BRAND.serviceEmail,
      BRAND.servicePhone,
    );
  },
  routes(app, { db }) {
    // `type` is 30: the declaration refuses anything else (contactKfInfoSends).
    route(app, db, contactKfInfo, {}, () => {
      const row = db.prepare('SELECT email, phone FROM service_contacts WHERE id = 1').get() as {
        email: string;
        phone: string;
      };
      return ok({ email: row.email, smWa: row.phone });
    });

    route(app, db, feedbackSave, { auth: false }, ({ input }) => {
      const { name, telephone, suggestion } = input;
      const info = db
        .prepare("INSERT INTO feedback (name, telephone, suggestion, created_at) VALUES (?, ?, ?, datetime('now'))")
        .run(name, telephone, suggestion);
      return ok({ id: Number(info.lastInsertRowid) });
    });
  },
};
