/** Customer-service info and the marketing feedback form (contract §2, D5). */
import { contactKfInfo, feedbackSave } from '../../shared/api/contract/service';
import { ApiError, ok, route } from '../http';
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
    route(app, db, contactKfInfo, {}, ({ input }) => {
      if (input.int('type') !== 30) throw new ApiError(400, 'type must be 30');
      const row = db.prepare('SELECT email, phone FROM service_contacts WHERE id = 1').get() as {
        email: string;
        phone: string;
      };
      return ok({ email: row.email, smWa: row.phone });
    });

    route(app, db, feedbackSave, { auth: false }, ({ input }) => {
      const name = input.required('name', { label: 'Name', max: 60 });
      const telephone = input.required('telephone', { label: 'Telephone', max: 20, pattern: /^[\d\s+()-]{7,20}$/ });
      const suggestion = input.required('suggestion', { label: 'Suggestion', max: 1000 });
      const info = db
        .prepare("INSERT INTO feedback (name, telephone, suggestion, created_at) VALUES (?, ?, ?, datetime('now'))")
        .run(name, telephone, suggestion);
      return ok({ id: Number(info.lastInsertRowid) });
    });
  },
};
