import type { IpoIssueBody } from '@meridian/contract/ipo';
import type { Approvals } from '../admin/approvals.ts';
import type { IpoService } from './service.ts';

/** Four eyes on publishing a new-share issue: it exists (and users see it) once a second operator approves. */
export function registerIpoApprovals(approvals: Approvals, ipo: IpoService) {
  approvals.register('ipo.issue', {
    permission: 'markets',
    async execute(tx, payload, approver) {
      const id = await ipo.operations.createIn(tx, payload as IpoIssueBody, { operatorId: approver.operatorId, ip: approver.ip });
      return { result: { issue_id: id } };
    },
  });
}
