import { defineEntity, p } from '@mikro-orm/core';
import { CONTACT_EMAIL_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from '../../../shared/contact.ts';

/** A message from the contact form, kept in the database so none is lost whatever happens to e-mail. */
export const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_message',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(CONTACT_NAME_MAX),
    email: p.string().length(CONTACT_EMAIL_MAX),
    subject: p.string().length(CONTACT_SUBJECT_MAX),
    message: p.text(),
    ip: p.string().length(64).nullable(),
    receivedAt: p.datetime().index(),
    readAt: p.datetime().nullable(),
  },
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);
