import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { job } from '../../contracts/jobs.js';
import {
  changeTasksStateRequest,
  findSupplyRegistrationTasksRequest,
  findTaskRunsRequest,
  registrationRunResult,
  supplyRegistrationTaskInput,
  supplyRegistrationTaskPage,
  supplyRegistrationTaskRunPage,
  supplyRegistrationTaskUpdate,
} from '../../contracts/supplyRegistration.js';
import { answerImport } from '../jobs/importCall.js';
import type { JobService } from '../jobs/jobService.js';
import type { RegistrationTaskService } from './registrationTaskService.js';
import { tags } from './supplyOrderRoutes.js';

/** The supply registration tasks of SPEC.md section 7, under /v1/OzonSupplyOrder, and the robot's run. */
export const registrationTaskRoutes: FastifyPluginAsyncZod<{
  jobs: JobService;
  tasks: RegistrationTaskService;
}> = async (app, { jobs, tasks }) => {
  app.post('/AddOzonSupplyRegistrationTask', {
    schema: {
      operationId: 'addOzonSupplyRegistrationTask',
      tags,
      summary: 'Adds a task for the robot to book a supply slot; answers its ID',
      body: supplyRegistrationTaskInput,
      response: { 200: z.number().int() },
    },
    handler: (request) => tasks.save(request.body),
  });

  app.post('/UpdateOzonSupplyRegistrationTask', {
    schema: {
      operationId: 'updateOzonSupplyRegistrationTask',
      tags,
      summary: 'Changes a task whose booking has not begun; answers its ID',
      body: supplyRegistrationTaskUpdate,
      response: { 200: z.number().int() },
    },
    handler: (request) => tasks.save(request.body),
  });

  app.post('/ChangeOzonSupplyRegistrationTasksState', {
    schema: {
      operationId: 'changeOzonSupplyRegistrationTasksState',
      tags,
      summary: 'Enables or disables tasks, all or none; answers how many',
      body: changeTasksStateRequest,
      response: { 200: z.number().int() },
    },
    handler: (request) => tasks.changeState(request.body),
  });

  app.post('/EnableOzonSupplyRegistrationTasks', {
    schema: {
      operationId: 'enableOzonSupplyRegistrationTasks',
      tags,
      summary: 'Enables tasks, all or none; answers how many',
      body: z.object({ TaskIDs: changeTasksStateRequest.shape.TaskIDs }),
      response: { 200: z.number().int() },
    },
    handler: (request) => tasks.changeState({ TaskIDs: request.body.TaskIDs, Enabled: true }),
  });

  app.post('/FindOzonSupplyRegistrationTasks', {
    schema: {
      operationId: 'findOzonSupplyRegistrationTasks',
      tags,
      summary:
        'A page of tasks, newest first: by default neither finished, outdated nor disabled, run at most 10 times',
      body: findSupplyRegistrationTasksRequest,
      response: { 200: supplyRegistrationTaskPage },
    },
    handler: (request) => tasks.find(request.body),
  });

  app.post('/FindOzonSupplyRegistrationTaskRuns', {
    schema: {
      operationId: 'findOzonSupplyRegistrationTaskRuns',
      tags,
      summary: "A task's run log, newest first",
      body: findTaskRunsRequest,
      response: { 200: supplyRegistrationTaskRunPage },
    },
    handler: (request) => tasks.runs(request.body.TaskID, request.body.Offset, request.body.Count),
  });

  app.post('/RunOzonSupplyRegistrationTasks', {
    schema: {
      operationId: 'runOzonSupplyRegistrationTasks',
      tags,
      summary: 'Runs the robot on the enabled tasks now, as its schedule would',
      response: { 200: registrationRunResult, 202: job },
    },
    handler: (request, reply) => answerImport(jobs, 'RunOzonSupplyRegistrationTasks', request, reply),
  });
};
