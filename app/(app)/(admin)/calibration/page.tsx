import { CalibrationScreen } from "@/components/admin/calibration-screen";

export default function Page() {
  return <CalibrationScreen />;
}
