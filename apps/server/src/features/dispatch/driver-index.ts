import { distanceKm, KM_PER_DEGREE, type Position } from './geo';

/**
 * Online drivers in a uniform grid of CELL_DEGREES cells, so finding the nearest free one
 * looks at the few cells around the pickup instead of every driver: the dispatcher asks this
 * for every new ride, with up to 100k drivers online.
 */
const CELL_DEGREES = 0.01; // about 1.1 km north–south
const COLUMNS = Math.round(360 / CELL_DEGREES);

export interface IndexedDriver extends Position {
  id: number;
  free: boolean;
}

export interface NearestQuery extends Position {
  /** Drivers farther than this are not offered the ride. */
  maxDistanceKm: number;
  /** Extra condition (vehicle size, grouping…); the index keeps only position and freedom. */
  accept?: (driverId: number) => boolean;
}

export interface NearestDriver {
  id: number;
  distanceKm: number;
}

const rowOf = (latitude: number) => Math.floor((Math.min(latitude, 89.999999) + 90) / CELL_DEGREES);
const columnOf = (longitude: number) => {
  const column = Math.floor((longitude + 180) / CELL_DEGREES) % COLUMNS;
  return column < 0 ? column + COLUMNS : column;
};
const cellKey = (row: number, column: number) => row * COLUMNS + column;

export class DriverIndex {
  private readonly drivers = new Map<number, IndexedDriver & { cell: number }>();
  /** Only free drivers are in cells: busy ones are never candidates. */
  private readonly cells = new Map<number, Set<number>>();

  get size(): number {
    return this.drivers.size;
  }

  /** Adds or moves a driver; `free` false keeps the position but takes it out of matching. */
  upsert(driver: IndexedDriver): void {
    this.remove(driver.id);
    const cell = cellKey(rowOf(driver.latitude), columnOf(driver.longitude));
    this.drivers.set(driver.id, { ...driver, cell });
    if (driver.free) {
      let members = this.cells.get(cell);
      if (!members) this.cells.set(cell, (members = new Set()));
      members.add(driver.id);
    }
  }

  setFree(id: number, free: boolean): void {
    const driver = this.drivers.get(id);
    if (driver && driver.free !== free) this.upsert({ ...driver, free });
  }

  remove(id: number): void {
    const driver = this.drivers.get(id);
    if (!driver) return;
    const members = this.cells.get(driver.cell);
    members?.delete(id);
    if (members?.size === 0) this.cells.delete(driver.cell);
    this.drivers.delete(id);
  }

  get(id: number): IndexedDriver | undefined {
    const driver = this.drivers.get(id);
    return (
      driver && {
        id: driver.id,
        latitude: driver.latitude,
        longitude: driver.longitude,
        free: driver.free,
      }
    );
  }

  /**
   * The nearest free driver within `maxDistanceKm`, searching rings of cells outwards and
   * stopping once no farther ring can hold anyone closer than the best found.
   */
  nearest(query: NearestQuery): NearestDriver | null {
    const row = rowOf(query.latitude);
    const column = columnOf(query.longitude);
    // The narrowest a cell gets around the pickup (longitude cells shrink towards the poles).
    const latitudeSpan = query.maxDistanceKm / KM_PER_DEGREE;
    const widestLatitude = Math.min(89.9, Math.abs(query.latitude) + latitudeSpan);
    // 0.99: a great circle between two points of one parallel is a little shorter than the parallel.
    const cellKm =
      0.99 *
      CELL_DEGREES *
      KM_PER_DEGREE *
      Math.max(Math.cos((widestLatitude * Math.PI) / 180), 1e-6);
    const maxRing = Math.ceil(query.maxDistanceKm / cellKm) + 1;

    let best: NearestDriver | null = null;
    for (let ring = 0; ring <= maxRing; ring += 1) {
      // Every point of ring r is at least (r - 1) cells from the pickup.
      const ringFloorKm = Math.max(0, ring - 1) * cellKm;
      if (ringFloorKm > query.maxDistanceKm || (best && ringFloorKm > best.distanceKm)) break;
      for (const cell of ringCells(row, column, ring)) {
        const members = this.cells.get(cell);
        if (!members) continue;
        for (const id of members) {
          const driver = this.drivers.get(id);
          if (!driver) continue;
          const distance = distanceKm(query, driver);
          if (distance > query.maxDistanceKm) continue;
          if (
            best &&
            (distance > best.distanceKm || (distance === best.distanceKm && id > best.id))
          )
            continue;
          if (query.accept && !query.accept(id)) continue;
          best = { id, distanceKm: distance };
        }
      }
    }
    return best;
  }
}

/** The cells at Chebyshev distance `ring` from (row, column), wrapping the antimeridian. */
function* ringCells(row: number, column: number, ring: number): Iterable<number> {
  const maxRow = Math.round(180 / CELL_DEGREES) - 1;
  for (let dRow = -ring; dRow <= ring; dRow += 1) {
    const r = row + dRow;
    if (r < 0 || r > maxRow) continue;
    const onEdge = Math.abs(dRow) === ring;
    const step = onEdge || ring === 0 ? 1 : 2 * ring;
    for (let dColumn = -ring; dColumn <= ring; dColumn += step) {
      yield cellKey(r, (((column + dColumn) % COLUMNS) + COLUMNS) % COLUMNS);
    }
  }
}
