import type { CaptureOptions, ReasonCode, ScanResource, ScanResultBody, ScanState, ScanVisibility } from '@lookout/contracts';

/** The columns of a scan row that make up its API resource. */
export interface ScanRow {
  id: string;
  workspaceId: string | null;
  url: string;
  normalizedUrl: string;
  state: ScanState;
  cached: boolean;
  submittedAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  reasonCode: string | null;
  reasonMessage: string | null;
  unreachable: boolean | null;
  result: unknown;
  visibility: string;
  tags: string[];
  captureOptions: unknown;
  optionsFingerprint: string;
}

export function toScanResource(row: ScanRow): ScanResource {
  const resource: ScanResource = {
    scanId: row.id,
    url: row.url,
    normalizedUrl: row.normalizedUrl,
    scanState: row.state,
    cached: row.cached,
    submittedAt: row.submittedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    visibility: row.visibility as ScanVisibility,
    tags: row.tags,
    options: row.captureOptions as CaptureOptions,
  };
  if (row.reasonCode) resource.reason = { code: row.reasonCode as ReasonCode, message: row.reasonMessage ?? '' };
  if (row.unreachable !== null) resource.unreachable = row.unreachable;
  if (row.result !== null && row.result !== undefined) resource.result = row.result as ScanResultBody;
  return resource;
}

export function isTerminal(state: ScanState): boolean {
  return state === 'completed' || state === 'failed';
}
