"""placeholder"""
from xdsl.dialects import gpu


class LaunchOp(gpu.LaunchOp):
    pass
