import type { QcPhoto } from '../../../core/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Lightbox } from './lightbox.tsx';
import { useQcCaption } from './qc-caption.ts';

/** QC photos full size, each with when and by which agent it was taken. Loaded lazily by QcGallery. */
export default function QcLightbox(props: { photos: readonly QcPhoto[]; open: boolean; startIndex: number; onClose: () => void; returnFocus: () => void }) {
  const { photos, ...rest } = props;
  const { t } = useTranslation();
  const caption = useQcCaption();
  const images = photos.map((photo, index) => {
    const text = caption(photo);
    return { url: photo.url, alt: t('qc.photoAlt', { n: index + 1, total: photos.length }), caption: `${text.date} · ${text.agent}` };
  });
  return <Lightbox title={t('qc.title')} images={images} position={(n, total) => t('qc.position', { n, total })} {...rest} />;
}
