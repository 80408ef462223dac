import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scheduleColumns } from '../../src/server/core/publishing/schedule.ts';
import { missingLocalTimeMessage } from '../../src/shared/zoned-time.ts';

const ZONE = 'America/Toronto';
const NOW = new Date('2030-01-15T10:00:00Z');

test('a schedule typed in the company zone is stored as the instant it names there, still to come', () => {
  assert.deepEqual(scheduleColumns({ published: false, scheduledLocal: '2030-01-15T09:00' }, NOW, ZONE), { published: false, scheduledDate: new Date('2030-01-15T14:00:00Z') });
  assert.deepEqual(scheduleColumns({ published: false, scheduledDate: '2030-01-15T14:00:00Z' }, NOW, ZONE), { published: false, scheduledDate: new Date('2030-01-15T14:00:00Z') }, 'an instant sent instead');
});

test('a schedule already past is stored as what it is: published, with no schedule', () => {
  assert.deepEqual(scheduleColumns({ published: false, scheduledLocal: '2030-01-15T05:00' }, NOW, ZONE), { published: true, scheduledDate: null });
  assert.deepEqual(scheduleColumns({ published: false, scheduledLocal: '2030-01-15T05:00' }, new Date('2030-01-15T09:59:59Z'), ZONE), { published: false, scheduledDate: new Date('2030-01-15T10:00:00Z') }, 'a second before its minute it still waits');
});

test('publishing now or clearing the schedule leaves none', () => {
  assert.deepEqual(scheduleColumns({ published: true, scheduledLocal: '2030-02-01T09:00' }, NOW, ZONE), { published: true, scheduledDate: null });
  assert.deepEqual(scheduleColumns({ published: false, scheduledLocal: null, scheduledDate: '2030-02-01T09:00:00Z' }, NOW, ZONE), { published: false, scheduledDate: null }, 'the local field decides when sent');
  assert.deepEqual(scheduleColumns({}, NOW, ZONE), { published: false, scheduledDate: null });
});

test('a time the zone skips or a date the calendar lacks names its field', () => {
  assert.deepEqual(scheduleColumns({ published: false, scheduledLocal: '2030-03-10T02:30' }, NOW, ZONE), { field: 'scheduledLocal', message: missingLocalTimeMessage('Scheduled time', ZONE) });
  assert.deepEqual(scheduleColumns({ published: false, scheduledDate: '2030-02-30T09:00:00Z' }, NOW, ZONE), { field: 'scheduledDate', message: 'Scheduled date must be a valid date and time' });
});
