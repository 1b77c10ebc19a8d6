#!/usr/bin/env python3
"""Trains Pearls' network on a GPU with CuPy, or on the CPU with numpy and scipy.

The samples come from `pearls tune train --export FILE` and the network goes back through
`pearls tune train --import FILE`, which quantises it and writes the weights file and its
check values as for a network trained by `pearls tune train` itself: reading the data,
the split, the scale and the file formats (`crates/tune/src/exchange.rs`) stay in Rust.

The arithmetic is the Rust trainer's (`crates/tune/src/train.rs`): the passes read every
number as its quantised form will be and round the layers' outputs down as the engine's
shifts do, the steps keep full precision; minibatch Adam with decoupled weight decay, the
step size falling along half a cosine; a number whose gradient and first moment are both
zero is left alone. The input layer is a sparse matrix of the features' counts times the
table of input vectors, so that a batch is two sparse products and a few dense ones.

    python3 crates/tune/gpu/train.py SAMPLES OUT [--epochs N] [--device auto|gpu|cpu]

The starting numbers and the order come from numpy's generator, not the Rust trainer's:
the same `--seed` trains another network than `pearls tune train --seed` does. On a GPU
the sparse products add in no fixed order, so two runs differ in their last digits.
"""

import argparse
import math
import os
import struct
import sys
import time
import zlib

try:
    import numpy
except ImportError:
    sys.exit("crates/tune/gpu/train.py needs numpy (and scipy, or CuPy on a GPU): "
             "pip install numpy scipy, or apt-get install python3-numpy python3-scipy")

SAMPLES_MAGIC = b"PRLSSMP1"
NET_MAGIC = b"PRLSNET1"
ONE = 127.0  # an accumulator's or a layer's output of 1.0
WEIGHT_ONE = 64.0  # a dense weight of 1.0
WEIGHT_MAX = 127.0 / WEIGHT_ONE
FT_MAX = 2.0


def backend(device):
    """The array module and its sparse module: CuPy's where a GPU is asked for (or, with
    `auto`, found), else numpy's and scipy's."""
    if device in ("gpu", "auto"):
        try:
            import cupy
            import cupyx.scipy.sparse as sparse

            cupy.cuda.runtime.getDeviceCount()
            return cupy, sparse, "gpu"
        except Exception as e:  # CuPy missing, or no device
            if device == "gpu":
                sys.exit(f"--device gpu: CuPy cannot reach a GPU ({e})")
    import scipy.sparse as sparse

    return numpy, sparse, "cpu"


class Reader:
    """The samples file's arrays, in order, each padded to 8 bytes."""

    def __init__(self, data, path):
        self.data, self.at, self.path = data, 0, path

    def fail(self, why):
        sys.exit(f"{self.path}: {why}")

    def take(self, dtype, count, what):
        dtype = numpy.dtype(dtype).newbyteorder("<")
        end = self.at + dtype.itemsize * count
        if count < 0 or end > len(self.data):
            self.fail(
                f"the file ends at byte {len(self.data)}, inside {what} ({count} of them) "
                f"that begin at byte {self.at}"
            )
        a = numpy.frombuffer(self.data, dtype=dtype, count=count, offset=self.at).copy()
        self.at = end + (8 - end % 8) % 8
        return a


class Samples:
    """One set of samples: its rows of (feature row, count) as CSR arrays, and per
    sample its two accumulators' tables, target and starting logit. The offsets stay on
    the host, where each batch's matrix is laid out without waiting on the device."""

    def __init__(self, r, shape, learned, name):
        at = r.at
        n, nnz = (int(x) for x in r.take("u8", 2, f"the {name} set's sizes"))
        self.n = n
        self.offsets = r.take("u8", 2 * n + 1, f"the {name} set's offsets").astype(numpy.int64)
        self.rows = r.take("u4", nnz, f"the {name} set's rows").astype(numpy.int32)
        self.counts = r.take("f4", nnz, f"the {name} set's counts")
        self.tables = r.take("u4", 2 * n, f"the {name} set's tables").astype(numpy.int64)
        self.target = r.take("f4", n, f"the {name} set's targets")
        self.base = r.take("f4", n, f"the {name} set's starting logits")
        columns = shape["tables"] * shape["features"]
        faults = [
            (self.offsets[0] != 0 or self.offsets[-1] != nnz, f"offsets that run from 0 to {nnz}"),
            ((numpy.diff(self.offsets) < 0).any(), "offsets that never fall"),
            ((self.rows >= columns).any(), f"rows below {columns}"),
            (not learned[self.rows % shape["features"]].all(), "rows of learned features only"),
            ((self.tables >= shape["tables"]).any(), f"tables below {shape['tables']}"),
            (not numpy.isfinite(self.counts).all(), "finite counts"),
            (not ((self.target >= 0) & (self.target <= 1)).all(), "targets from 0 to 1"),
            (not numpy.isfinite(self.base).all(), "finite starting logits"),
        ]
        for bad, want in faults:
            if bad:
                r.fail(f"the {name} set, from byte {at}, does not have {want}")

    def to(self, xp):
        for k in ("rows", "counts", "tables", "target", "base"):
            setattr(self, k, xp.asarray(getattr(self, k)))
        return self

    def batch(self, xp, sparse, columns, idx):
        """The samples `idx` (a host array) as (sparse counts of their 2·len(idx)
        accumulator rows, those rows' tables, targets, starting logits)."""
        rows = numpy.stack([2 * idx, 2 * idx + 1], axis=1).reshape(-1)
        start = self.offsets[rows]
        lengths = self.offsets[rows + 1] - start
        indptr = numpy.zeros(len(rows) + 1, dtype=numpy.int64)
        numpy.cumsum(lengths, out=indptr[1:])
        at = numpy.repeat(start - indptr[:-1], lengths) + numpy.arange(indptr[-1])
        at = xp.asarray(at)
        m = sparse.csr_matrix(
            (self.counts[at], self.rows[at], xp.asarray(indptr.astype(numpy.int32))),
            shape=(len(rows), columns),
        )
        # Each row's features are written in order and once: no sorting to do.
        m.has_canonical_format = True
        idx_d = xp.asarray(idx)
        return m, self.tables[xp.asarray(rows)], self.target[idx_d], self.base[idx_d]


def read_samples(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        sys.exit(f"cannot read {path}: {e.strerror}")
    if data[:8] != SAMPLES_MAGIC:
        sys.exit(f"{path}: not a samples file of `pearls tune train --export`")
    r = Reader(data, path)
    r.take("u1", 8, "the magic")
    keys = ("features", "tables", "acc", "h1", "h2", "with_tables")
    shape = dict(zip(keys, (int(x) for x in r.take("u4", 6, "the shape"))))
    if not (1 <= shape["tables"] <= 2 and shape["with_tables"] in (0, 1)):
        r.fail(f"a shape this trainer does not know: {shape}")
    (scale,) = r.take("f4", 1, "the scale")
    learned = r.take("u1", shape["features"], "the learned features").astype(bool)
    train = Samples(r, shape, learned, "training")
    held = Samples(r, shape, learned, "held-out")
    if r.at < len(data):
        r.fail(f"{len(data) - r.at} bytes follow the held-out set, which ends at byte {r.at}")
    return shape, float(scale), learned, train, held, zlib.crc32(data)


def sign_round(x, xp):
    """Rounds half away from zero, as Rust's `f32::round` does (adding a half and
    flooring would round 0.49999997 up in `f32`)."""
    t = xp.trunc(x)
    return xp.where(xp.abs(x - t) >= 0.5, t + xp.sign(x), t)


class Net:
    NAMES = ("ft", "ft_bias", "l1", "l1_bias", "l2", "l2_bias", "out", "out_bias")

    def __init__(self, xp, shape, learned, seed, rounding=True):
        self.xp = xp
        # Off, the passes are smooth (for checking the gradient against the loss's slope).
        self.rounding = rounding
        f, t, acc, h1, h2 = (shape[k] for k in ("features", "tables", "acc", "h1", "h2"))
        rng = numpy.random.default_rng(seed)

        def uniform(span, size):
            return ((2.0 * rng.random(size) - 1.0) * span).astype(numpy.float32)

        ft = uniform(0.02, (t * f, acc))
        ft[~numpy.tile(learned, t)] = 0.0
        out = uniform(1.0 / math.sqrt(h2), h2)
        if shape["with_tables"]:
            out[:] = 0.0  # it starts as the tables
        p = dict(
            ft=ft,
            ft_bias=numpy.full((t, acc), 0.5, numpy.float32),
            l1=uniform(1.0 / math.sqrt(2.0 * acc), (h1, 2 * acc)),
            l1_bias=numpy.zeros(h1, numpy.float32),
            l2=uniform(1.0 / math.sqrt(h1), (h2, h1)),
            l2_bias=numpy.zeros(h2, numpy.float32),
            out=out,
            out_bias=numpy.zeros(1, numpy.float32),
        )
        self.p = {k: xp.asarray(v) for k, v in p.items()}
        self.acc = acc
        self.columns = t * f
        self.refresh()

    UNITS = dict(
        ft=ONE,
        ft_bias=ONE,
        l1=WEIGHT_ONE,
        l2=WEIGHT_ONE,
        out=WEIGHT_ONE,
        l1_bias=ONE * WEIGHT_ONE,
        l2_bias=ONE * WEIGHT_ONE,
        out_bias=ONE * WEIGHT_ONE,
    )

    def refresh(self):
        """The numbers on the quantised grid, which the passes read."""
        if not self.rounding:
            self.q = dict(self.p)
            return
        self.q = {
            k: sign_round(v * self.UNITS[k], self.xp) / self.UNITS[k] for k, v in self.p.items()
        }

    def clip(self):
        xp = self.xp
        for k in ("ft", "ft_bias"):
            xp.clip(self.p[k], -FT_MAX, FT_MAX, out=self.p[k])
        for k in ("l1", "l2", "out"):
            xp.clip(self.p[k], -WEIGHT_MAX, WEIGHT_MAX, out=self.p[k])

    def act(self, z):
        xp = self.xp
        if not self.rounding:
            return xp.clip(z, 0.0, 1.0)
        return xp.clip(xp.floor(z * ONE + 1e-3) / ONE, 0.0, 1.0)

    def forward(self, m, tables, base):
        xp, q = self.xp, self.q
        a = m @ q["ft"] + q["ft_bias"][tables]
        b = a.shape[0] // 2
        x = xp.clip(a, 0.0, 1.0).reshape(b, 2 * self.acc)
        z1 = x @ q["l1"].T + q["l1_bias"]
        h1 = self.act(z1)
        z2 = h1 @ q["l2"].T + q["l2_bias"]
        h2 = self.act(z2)
        y = base + q["out_bias"][0] + h2 @ q["out"]
        return a, x, z1, h1, z2, h2, y

    def loss(self, y, target):
        xp = self.xp
        chance = xp.clip(1.0 / (1.0 + xp.exp(-y)), 1e-7, 1.0 - 1e-7)
        return -(target * xp.log(chance) + (1.0 - target) * xp.log(1.0 - chance))

    def gradient(self, m, tables, target, base):
        """The batch's mean loss's gradient, and the batch's summed loss."""
        xp, q = self.xp, self.q
        a, x, z1, h1, z2, h2, y = self.forward(m, tables, base)

        def live(z):
            return ((z > 0.0) & (z < 1.0)).astype(xp.float32)

        n = y.shape[0]
        dy = (1.0 / (1.0 + xp.exp(-y)) - target) / n
        g = {"out_bias": dy.sum(keepdims=True), "out": h2.T @ dy}
        dz2 = dy[:, None] * q["out"][None, :] * live(z2)
        g["l2_bias"] = dz2.sum(axis=0)
        g["l2"] = dz2.T @ h1
        dz1 = (dz2 @ q["l2"]) * live(z1)
        g["l1_bias"] = dz1.sum(axis=0)
        g["l1"] = dz1.T @ x
        da = (dz1 @ q["l1"]).reshape(a.shape) * live(a)
        # A product with the rows' tables one-hot: a mask per table would wait on the device.
        onehot = (tables[:, None] == xp.arange(q["ft_bias"].shape[0])[None, :]).astype(xp.float32)
        g["ft_bias"] = onehot.T @ da
        g["ft"] = m.T @ da
        # The summed loss stays on the device: reading it back each step would wait on it.
        return g, self.loss(y, target).sum()


def rate_at(o, done, total):
    t = min(done / max(total, 1), 1.0)
    return o.final_rate + 0.5 * (o.rate - o.final_rate) * (1.0 + math.cos(math.pi * t))


def mean_loss(net, xp, sparse, s, batch):
    if s.n == 0:
        return 0.0
    total = 0.0
    for start in range(0, s.n, batch):
        idx = numpy.arange(start, min(start + batch, s.n), dtype=numpy.int64)
        m, tables, target, base = s.batch(xp, sparse, net.columns, idx)
        total += float(net.loss(net.forward(m, tables, base)[-1], target).sum())
    return total / s.n


def train(args, log=print):
    xp, sparse, device = backend(args.device)
    shape, scale, learned, fit, held, crc = read_samples(args.samples)
    fit.to(xp)
    held.to(xp)
    if fit.n == 0:
        sys.exit(f"{args.samples}: no samples to train on")
    net = Net(xp, shape, learned, args.seed)
    final_rate = args.rate if args.final_rate is None else args.final_rate
    args.final_rate = final_rate
    log(
        f"device: {device}; samples: {fit.n} to train, {held.n} held out; widths "
        f"{shape['acc']}x{shape['h1']}x{shape['h2']}; scale {scale:.1f}"
    )
    m1 = {k: xp.zeros_like(v) for k, v in net.p.items()}
    m2 = {k: xp.zeros_like(v) for k, v in net.p.items()}
    b1, b2, eps = 0.9, 0.999, 1e-8
    rng = numpy.random.default_rng(args.seed ^ 0x74726169)
    steps = args.epochs * -(-fit.n // args.batch)
    step = 0
    losses = []
    for epoch in range(1, args.epochs + 1):
        began = time.time()
        order = rng.permutation(fit.n)
        total = xp.zeros((), dtype=xp.float64)
        for start in range(0, fit.n, args.batch):
            idx = order[start : start + args.batch]
            g, l = net.gradient(*fit.batch(xp, sparse, net.columns, idx))
            total += l
            step += 1
            c1, c2 = 1.0 - b1**step, 1.0 - b2**step
            rate = rate_at(args, step - 1, steps)
            for k, p in net.p.items():
                gk = xp.asarray(g[k], dtype=xp.float32)
                touched = (gk != 0.0) | (m1[k] != 0.0)
                m1[k] = xp.where(touched, b1 * m1[k] + (1.0 - b1) * gk, m1[k])
                m2[k] = xp.where(touched, b2 * m2[k] + (1.0 - b2) * gk * gk, m2[k])
                move = rate * (m1[k] / c1) / (xp.sqrt(m2[k] / c2) + eps)
                move += rate * args.weight_decay * p
                p -= xp.where(touched, move, 0.0).astype(xp.float32)
            net.clip()
            net.refresh()
        held_loss = mean_loss(net, xp, sparse, held, 8192)
        fit_loss = float(total) / fit.n
        if not all(bool(xp.isfinite(v).all()) for v in net.p.values()):
            sys.exit(
                f"epoch {epoch}: the network's numbers are no longer finite (the loss was "
                f"{fit_loss}); try a smaller --rate"
            )
        losses.append((fit_loss, held_loss))
        log(
            f"epoch {epoch}: loss {fit_loss:.5f}, held out {held_loss:.5f} "
            f"({time.time() - began:.1f} s)"
        )
    return net, shape, losses, device, crc


def write_net(path, net, shape, crc, note):
    """Writes the network file `read_net` reads, through a file beside it, so that a
    failed write leaves no half a network under the name."""
    xp = net.xp
    keys = ("features", "tables", "acc", "h1", "h2", "with_tables")
    note = note.encode()
    body = struct.pack("<8s6I", NET_MAGIC, *(shape[k] for k in keys))
    body += struct.pack("<II", crc, len(note)) + note + b"\0" * ((8 - len(note) % 8) % 8)
    host = xp.asnumpy if xp is not numpy else numpy.asarray
    parts = [numpy.asarray(host(net.p[k]), dtype="<f4").reshape(-1) for k in Net.NAMES]
    flat = numpy.concatenate(parts)
    body += struct.pack("<Q", flat.size) + flat.tobytes()
    body += b"\0" * ((8 - len(body) % 8) % 8)
    with open(path + ".part", "wb") as f:
        f.write(body)
    os.replace(path + ".part", path)


def main(argv=None, log=print):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("samples", help="the file `pearls tune train --export` wrote")
    ap.add_argument("out", help="the network file to write, for `pearls tune train --import`")
    ap.add_argument("--epochs", type=int, default=20, help="full passes over the samples")
    ap.add_argument("--batch", type=int, default=256, help="samples a step of Adam")
    ap.add_argument("--rate", type=float, default=0.002, help="Adam's step size at the start")
    ap.add_argument(
        "--final-rate",
        type=float,
        default=None,
        help="the step size at the end, reached along half a cosine (default: --rate)",
    )
    ap.add_argument("--weight-decay", type=float, default=0.0, help="decoupled weight decay")
    ap.add_argument(
        "--seed", type=int, default=1, help="seed of the starting numbers and the order"
    )
    ap.add_argument("--device", choices=("auto", "gpu", "cpu"), default="auto")
    args = ap.parse_args(argv)
    for flag, v in (("--epochs", args.epochs), ("--batch", args.batch)):
        if v < 1:
            ap.error(f"{flag} {v} is not a count above 0")
    for flag, v in (("--rate", args.rate), ("--final-rate", args.final_rate)):
        if v is not None and not (math.isfinite(v) and v > 0):
            ap.error(f"{flag} {v} is not a step size above 0")
    if not (math.isfinite(args.weight_decay) and args.weight_decay >= 0):
        ap.error(f"--weight-decay {args.weight_decay} is not a share of the step size from 0 up")
    if args.seed < 0:
        ap.error(f"--seed {args.seed} is below 0")
    # Found unwritable now rather than after the training.
    folder = os.path.dirname(os.path.abspath(args.out))
    if not (os.path.isdir(folder) and os.access(folder, os.W_OK)):
        ap.error(f"cannot write {args.out}: {folder} is not a folder this user may write in")
    given = {
        k: v
        for k, v in vars(args).items()
        if k not in ("samples", "out", "device") and v is not None
    }
    net, shape, _, device, crc = train(args, log)
    flags = " ".join(f"--{k.replace('_', '-')} {v}" for k, v in given.items())
    note = f"crates/tune/gpu/train.py {flags}"
    write_net(args.out, net, shape, crc, f"{note} (on the {device.upper()})")
    log(f"written to {args.out}")


if __name__ == "__main__":
    main()
