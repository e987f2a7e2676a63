/**
 * The board's map under load, for bench/board.mjs: the console's own FleetMap and car
 * store, fed as the event stream feeds them, with CARS cars each moving once a second
 * (their moves spread over the second, as positions arrive from drivers). The page keeps
 * each frame's main-thread time: from the frame's first callback to the task after it
 * painted.
 */
import { createRoot } from 'react-dom/client';
import type { BoardCar, CarState } from '@parada/core';
import FleetMap from '../src/board/fleet-map';
import { createCarStore } from '../src/board/car-store';

const params = new URLSearchParams(location.search);
const CARS = Number(params.get('cars') ?? 500);
const STATES: CarState[] = ['free', 'offered', 'busy'];
const CENTER: [number, number] = [41.3888, 2.159];

const cars: BoardCar[] = Array.from({ length: CARS }, (_, index) => ({
  driver_id: index + 1,
  name: `Driver ${index + 1}`,
  plate: `${1000 + index} BCN`,
  state: STATES[index % 3]!,
  latitude: CENTER[0] + Math.sin(index * 12.9898) * 0.06,
  longitude: CENTER[1] + Math.cos(index * 78.233) * 0.08,
  heading: null,
  online_since: null,
}));
const store = createCarStore();
store.reset(cars);

createRoot(document.getElementById('root')!).render(
  <FleetMap cars={store} center={CENTER} label="Map" titleOf={(car) => car.name} />,
);

// Each car moves once a second; the second is cut in 50 slices of CARS / 50 cars each.
const SLICES = 50;
let slice = 0;
setInterval(() => {
  for (let index = slice; index < CARS; index += SLICES) {
    const car = cars[index]!;
    car.latitude += (Math.random() - 0.5) * 0.0008;
    car.longitude += (Math.random() - 0.5) * 0.0008;
    store.move({
      type: 'car',
      driver_id: car.driver_id,
      latitude: car.latitude,
      longitude: car.longitude,
      heading: null,
    });
  }
  slice = (slice + 1) % SLICES;
}, 1000 / SLICES);

const frames: number[] = [];
const channel = new MessageChannel();
let started = 0;
channel.port1.onmessage = () => frames.push(performance.now() - started);
const frame = () => {
  started = performance.now();
  // A task queued now runs once this frame's callbacks, style, layout and paint are done.
  requestAnimationFrame(() => channel.port2.postMessage(null));
  requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
(window as unknown as { benchFrames: () => number[] }).benchFrames = () => frames.splice(0);
