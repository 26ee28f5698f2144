// What a typical screen pulls from @kiwo/ui, imported through the public entry as the app does.
export {
  Button,
  createToastQueue,
  Dialog,
  DialogTrigger,
  Table,
  TextField,
  ToastRegion,
} from '../src/index';
