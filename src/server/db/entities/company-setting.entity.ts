import { defineEntity, p } from '@mikro-orm/core';

/** A choice the company makes about its site (how long a release stays current: shared/archive.ts), by key; absent means the default. */
export const CompanySettingSchema = defineEntity({
  name: 'CompanySetting',
  tableName: 'company_setting',
  properties: {
    key: p.string().length(60).primary(),
    value: p.json<unknown>(),
    updatedAt: p.datetime(),
  },
});

export class CompanySetting extends CompanySettingSchema.class {}
CompanySettingSchema.setClass(CompanySetting);
