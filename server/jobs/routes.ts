import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findJobsRequest,
  job,
  jobIdQuery,
  jobPage,
  runSyncQuery,
  syncFamily,
  updateSyncScheduleRequest,
} from '../../contracts/jobs.js';
import { noContent } from '../http/noContent.js';
import { startedByOf } from './importCall.js';
import { toJob } from './jobRepository.js';
import type { JobService } from './jobService.js';

/** /v1/Job: the durable jobs of the sync engine, followed and cancelled. */
export const jobRoutes: FastifyPluginAsyncZod<{ jobs: JobService }> = async (app, { jobs }) => {
  const tags = ['Job'];
  app.get('/GetJobs', {
    schema: {
      operationId: 'getJobs',
      tags,
      summary: 'The queued and running jobs and the last finished one of each kind, without results',
      response: { 200: z.array(job) },
    },
    handler: () => jobs.recent(),
  });

  app.get('/GetJob', {
    schema: { operationId: 'getJob', tags, querystring: jobIdQuery, response: { 200: job } },
    handler: (request) => jobs.get(request.query.id),
  });

  app.post('/FindJobs', {
    schema: {
      operationId: 'findJobs',
      tags,
      summary: 'The history of jobs, newest first, with their results',
      body: findJobsRequest,
      response: { 200: jobPage },
    },
    handler: (request) => jobs.find(request.body),
  });

  app.post('/CancelJob', {
    schema: {
      operationId: 'cancelJob',
      tags,
      summary: 'Cancels a queued job, or asks a running one to stop; its problem says what of the run was kept',
      querystring: jobIdQuery,
      response: { 200: job },
    },
    handler: (request) => jobs.cancel(request.query.id),
  });
};

/** /v1/Sync: the families of the sync engine, their schedules, and "sync everything". */
export const syncRoutes: FastifyPluginAsyncZod<{ jobs: JobService }> = async (app, { jobs }) => {
  const tags = ['Sync'];
  app.get('/GetSyncFamilies', {
    schema: { operationId: 'getSyncFamilies', tags, response: { 200: z.array(syncFamily) } },
    handler: () => jobs.families(),
  });

  app.post('/RunSync', {
    schema: {
      operationId: 'runSync',
      tags,
      summary: "Queues a family's sync now (its missing prerequisites first); answers the job at once",
      querystring: runSyncQuery,
      response: { 202: job },
    },
    handler: async (request, reply) => {
      const row = await jobs.start(request.query.kind, startedByOf(request));
      return reply.code(202).header('Location', `/v1/Job/GetJob?id=${row.id}`).send(toJob(row));
    },
  });

  app.post('/SyncEverything', {
    schema: {
      operationId: 'syncEverything',
      tags,
      summary: 'Queues every family in dependency order, each waiting for the one before',
      response: { 202: z.array(job) },
    },
    handler: async (request, reply) =>
      reply.code(202).send(await jobs.syncEverything(`sync-all:${request.user?.login ?? 'unknown'}`)),
  });

  app.post('/UpdateSyncSchedule', {
    schema: {
      operationId: 'updateSyncSchedule',
      tags,
      summary: "Turns a family's schedule on or off and sets its period (cron, Moscow time)",
      body: updateSyncScheduleRequest,
      response: { 204: noContent },
    },
    handler: async (request, reply) => {
      await jobs.updateSchedule(request.body);
      return reply.code(204).send(null);
    },
  });
};
