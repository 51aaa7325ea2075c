import type { JobKind } from '../../contracts/jobs.js';
import { HttpProblem } from '../http/problems.js';

const WHAT: Record<JobKind, string> = {
  ImportOzonWarehouses: "Ozon's warehouses",
  ImportOzonProducts: 'the Ozon products',
  ImportOzonProductStocks: 'the stocks',
};

/** An import refused because the data it stands on is not there yet; names the import to run first. */
export class PrerequisiteMissingError extends HttpProblem {
  constructor(prerequisite: JobKind) {
    super(409, 'Prerequisite missing', `Import ${WHAT[prerequisite]} first (${prerequisite}).`);
    this.type = '/problems/prerequisite-missing';
    this.extensions = { Prerequisite: prerequisite };
  }
}
