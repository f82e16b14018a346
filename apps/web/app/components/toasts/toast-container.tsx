import { TOAST_AUTO_CLOSE_MS } from '@shop/contract';
import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The toasts' place on the page: top right, 3 s, paused on hover and when the page loses focus (spec 000 §9). */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggablePercent={80}
      theme="light"
      transition={Slide}
    />
  );
}
