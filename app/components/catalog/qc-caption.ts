import type { QcPhoto } from '../../../core/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useCatalogFormat } from './format.ts';

/** Caption of a QC photo: when it was taken (in the page's language) and by which agent. */
export function useQcCaption() {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  return (photo: QcPhoto) => ({
    date: t('qc.takenOn', { date: format.date(photo.takenAt) }),
    agent: photo.agentName ? t('qc.byAgent', { agent: photo.agentName }) : t('qc.unknownAgent'),
  });
}
