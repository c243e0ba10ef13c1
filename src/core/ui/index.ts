export { Banner, type BannerProps } from './Banner';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { EmptyState } from './EmptyState';
export { Modal, type ModalProps } from './Modal';
export { Spinner } from './Spinner';
export { Toaster } from './Toast';
export { dismissToast, showToast, toast, TOAST_DURATION, type ToastKind } from './toastStore';
export { deepActiveElement, useFocusTrap } from './useFocusTrap';
export { UploadProgressBar } from './UploadProgressBar';
